print("catalog")
