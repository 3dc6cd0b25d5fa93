/// A stand-in for `<UIKit/UIKit.h>`: the Foundation, CoreGraphics and UIKit declarations that
/// generated Objective-C uses, written from Apple's documentation with Apple's selectors,
/// enum constants, nullability, and availability and deprecation attributes.
///
/// With clang targeting iOS (`-target arm64-apple-ios13.0`) the attributes are enforced:
/// unguarded use of newer API and use of API deprecated at the target are diagnosed, as
/// Xcode would. `init`/`new` are unavailable where UIKit makes them so.
enum UIKitObjCStub {
    static let header = #"""
        #ifndef CATALOG_UIKIT_STUB_H
        #define CATALOG_UIKIT_STUB_H

        #define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
        #define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
        #define NS_UNAVAILABLE __attribute__((unavailable))
        #define UIKIT_EXTERN extern
        // API_AVAILABLE(ios(14.0)) → availability(ios, introduced=14.0)
        #define __CATALOG_STUB_ios(version) __attribute__((availability(ios, introduced=version)))
        #define API_AVAILABLE(platform) __CATALOG_STUB_##platform
        #define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
        #define NS_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
        #define MIN(a, b) (((a) < (b)) ? (a) : (b))
        #define MAX(a, b) (((a) > (b)) ? (a) : (b))
        #define NAN __builtin_nan("")
        #define INFINITY __builtin_inf()
        #define YES __objc_yes
        #define NO __objc_no
        #define nil ((void *)0)

        double floor(double);
        double ceil(double);
        double round(double);
        double fmod(double, double);

        typedef _Bool BOOL;
        typedef long NSInteger;
        typedef unsigned long NSUInteger;
        typedef double CGFloat;

        typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
        typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
        typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;

        static inline CGPoint CGPointMake(CGFloat x, CGFloat y) {
            CGPoint point = { x, y };
            return point;
        }

        static inline CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height) {
            CGRect rect = { { x, y }, { width, height } };
            return rect;
        }

        typedef struct NSDirectionalEdgeInsets {
            CGFloat top, leading, bottom, trailing;
        } NSDirectionalEdgeInsets;

        static inline NSDirectionalEdgeInsets NSDirectionalEdgeInsetsMake(CGFloat top, CGFloat leading, CGFloat bottom, CGFloat trailing) {
            NSDirectionalEdgeInsets insets = { top, leading, bottom, trailing };
            return insets;
        }

        NS_ASSUME_NONNULL_BEGIN

        // MARK: Foundation

        @protocol NSObject
        @end

        __attribute__((objc_root_class))
        @interface NSObject <NSObject>
        + (instancetype)alloc;
        + (instancetype)new;
        - (instancetype)init;
        @end

        typedef struct _NSRange {
            NSUInteger location;
            NSUInteger length;
        } NSRange;

        static const NSInteger NSNotFound = 0x7fffffffffffffffL;

        @interface NSString : NSObject
        - (BOOL)isEqualToString:(NSString *)aString;
        - (NSRange)rangeOfString:(NSString *)searchString;
        - (NSString *)substringToIndex:(NSUInteger)to;
        @end

        @interface NSArray<__covariant ObjectType> : NSObject
        + (instancetype)arrayWithObjects:(const ObjectType _Nonnull [_Nullable])objects count:(NSUInteger)count;
        @end

        @interface NSMutableArray<ObjectType> : NSArray<ObjectType>
        + (instancetype)array;
        - (void)addObject:(ObjectType)anObject;
        @end

        // MARK: UIKit geometry and constants

        typedef NS_OPTIONS(NSUInteger, NSDirectionalRectEdge) {
            NSDirectionalRectEdgeNone = 0,
            NSDirectionalRectEdgeTop = 1 << 0,
            NSDirectionalRectEdgeLeading = 1 << 1,
            NSDirectionalRectEdgeBottom = 1 << 2,
            NSDirectionalRectEdgeTrailing = 1 << 3,
            NSDirectionalRectEdgeAll = NSDirectionalRectEdgeTop | NSDirectionalRectEdgeLeading | NSDirectionalRectEdgeBottom | NSDirectionalRectEdgeTrailing,
        };

        typedef NS_ENUM(NSInteger, NSRectAlignment) {
            NSRectAlignmentNone = 0,
            NSRectAlignmentTop,
            NSRectAlignmentTopLeading,
            NSRectAlignmentLeading,
            NSRectAlignmentBottomLeading,
            NSRectAlignmentBottom,
            NSRectAlignmentBottomTrailing,
            NSRectAlignmentTrailing,
            NSRectAlignmentTopTrailing,
        };

        typedef NS_ENUM(NSInteger, UIContentInsetsReference) {
            UIContentInsetsReferenceAutomatic,
            UIContentInsetsReferenceNone,
            UIContentInsetsReferenceSafeArea,
            UIContentInsetsReferenceLayoutMargins,
            UIContentInsetsReferenceReadableContent,
        } API_AVAILABLE(ios(14.0));

        typedef NS_ENUM(NSInteger, UICollectionLayoutSectionOrthogonalScrollingBehavior) {
            UICollectionLayoutSectionOrthogonalScrollingBehaviorNone,
            UICollectionLayoutSectionOrthogonalScrollingBehaviorContinuous,
            UICollectionLayoutSectionOrthogonalScrollingBehaviorContinuousGroupLeadingBoundary,
            UICollectionLayoutSectionOrthogonalScrollingBehaviorPaging,
            UICollectionLayoutSectionOrthogonalScrollingBehaviorGroupPaging,
            UICollectionLayoutSectionOrthogonalScrollingBehaviorGroupPagingCentered,
        } API_AVAILABLE(ios(13.0));

        typedef NS_ENUM(NSInteger, UICollectionViewScrollDirection) {
            UICollectionViewScrollDirectionVertical,
            UICollectionViewScrollDirectionHorizontal,
        };

        UIKIT_EXTERN NSString *const UICollectionElementKindSectionHeader;
        UIKIT_EXTERN NSString *const UICollectionElementKindSectionFooter;

        // MARK: Sizes and spacing

        API_AVAILABLE(ios(13.0))
        @interface NSCollectionLayoutDimension : NSObject
        + (instancetype)fractionalWidthDimension:(CGFloat)fractionalWidth;
        + (instancetype)fractionalHeightDimension:(CGFloat)fractionalHeight;
        + (instancetype)absoluteDimension:(CGFloat)absoluteDimension;
        + (instancetype)estimatedDimension:(CGFloat)estimatedDimension;
        + (instancetype)uniformAcrossSiblingsWithEstimate:(CGFloat)estimatedDimension API_AVAILABLE(ios(17.0));
        - (instancetype)init NS_UNAVAILABLE;
        + (instancetype)new NS_UNAVAILABLE;
        @end

        API_AVAILABLE(ios(13.0))
        @interface NSCollectionLayoutSize : NSObject
        + (instancetype)sizeWithWidthDimension:(NSCollectionLayoutDimension *)width heightDimension:(NSCollectionLayoutDimension *)height;
        - (instancetype)init NS_UNAVAILABLE;
        + (instancetype)new NS_UNAVAILABLE;
        @end

        API_AVAILABLE(ios(13.0))
        @interface NSCollectionLayoutSpacing : NSObject
        + (instancetype)flexibleSpacing:(CGFloat)flexibleSpacing;
        + (instancetype)fixedSpacing:(CGFloat)fixedSpacing;
        - (instancetype)init NS_UNAVAILABLE;
        + (instancetype)new NS_UNAVAILABLE;
        @end

        API_AVAILABLE(ios(13.0))
        @interface NSCollectionLayoutEdgeSpacing : NSObject
        + (instancetype)spacingForLeading:(nullable NSCollectionLayoutSpacing *)leading top:(nullable NSCollectionLayoutSpacing *)top trailing:(nullable NSCollectionLayoutSpacing *)trailing bottom:(nullable NSCollectionLayoutSpacing *)bottom;
        - (instancetype)init NS_UNAVAILABLE;
        + (instancetype)new NS_UNAVAILABLE;
        @end

        // MARK: Traits

        typedef NS_ENUM(NSInteger, UIUserInterfaceSizeClass) {
            UIUserInterfaceSizeClassUnspecified = 0,
            UIUserInterfaceSizeClassCompact = 1,
            UIUserInterfaceSizeClassRegular = 2,
        };

        typedef NS_ENUM(NSInteger, UIUserInterfaceIdiom) {
            UIUserInterfaceIdiomUnspecified = -1,
            UIUserInterfaceIdiomPhone,
            UIUserInterfaceIdiomPad,
            UIUserInterfaceIdiomTV,
            UIUserInterfaceIdiomCarPlay,
            UIUserInterfaceIdiomMac API_AVAILABLE(ios(14.0)) = 5,
            UIUserInterfaceIdiomVision API_AVAILABLE(ios(17.0)) = 6,
        };

        @interface UITraitCollection : NSObject
        @property(nonatomic, readonly) UIUserInterfaceSizeClass horizontalSizeClass;
        @property(nonatomic, readonly) UIUserInterfaceSizeClass verticalSizeClass;
        @property(nonatomic, readonly) UIUserInterfaceIdiom userInterfaceIdiom;
        @property(nonatomic, readonly) CGFloat displayScale;
        @end

        // MARK: Environment

        API_AVAILABLE(ios(13.0))
        @protocol NSCollectionLayoutContainer <NSObject>
        @property(nonatomic, readonly) CGSize contentSize;
        @property(nonatomic, readonly) CGSize effectiveContentSize;
        @property(nonatomic, readonly) NSDirectionalEdgeInsets contentInsets;
        @property(nonatomic, readonly) NSDirectionalEdgeInsets effectiveContentInsets;
        @end

        API_AVAILABLE(ios(13.0))
        @protocol NSCollectionLayoutEnvironment <NSObject>
        @property(nonatomic, readonly) id<NSCollectionLayoutContainer> container;
        @property(nonatomic, readonly) UITraitCollection *traitCollection;
        @end

        // MARK: Items and groups

        @class NSCollectionLayoutSupplementaryItem;

        API_AVAILABLE(ios(13.0))
        @interface NSCollectionLayoutItem : NSObject
        + (instancetype)itemWithLayoutSize:(NSCollectionLayoutSize *)layoutSize;
        + (instancetype)itemWithLayoutSize:(NSCollectionLayoutSize *)layoutSize supplementaryItems:(NSArray<NSCollectionLayoutSupplementaryItem *> *)supplementaryItems;
        - (instancetype)init NS_UNAVAILABLE;
        + (instancetype)new NS_UNAVAILABLE;
        @property(nonatomic) NSDirectionalEdgeInsets contentInsets;
        @property(nonatomic, copy, nullable) NSCollectionLayoutEdgeSpacing *edgeSpacing;
        @property(nonatomic, readonly) NSCollectionLayoutSize *layoutSize;
        @property(nonatomic, readonly) NSArray<NSCollectionLayoutSupplementaryItem *> *supplementaryItems;
        @end

        API_AVAILABLE(ios(13.0))
        @interface NSCollectionLayoutGroupCustomItem : NSObject
        + (instancetype)customItemWithFrame:(CGRect)frame;
        + (instancetype)customItemWithFrame:(CGRect)frame zIndex:(NSInteger)zIndex;
        - (instancetype)init NS_UNAVAILABLE;
        + (instancetype)new NS_UNAVAILABLE;
        @end

        typedef NSArray<NSCollectionLayoutGroupCustomItem *> *_Nonnull (^NSCollectionLayoutGroupCustomItemProvider)(id<NSCollectionLayoutEnvironment> layoutEnvironment);

        API_AVAILABLE(ios(13.0))
        @interface NSCollectionLayoutGroup : NSCollectionLayoutItem
        + (instancetype)horizontalGroupWithLayoutSize:(NSCollectionLayoutSize *)layoutSize subitem:(NSCollectionLayoutItem *)subitem count:(NSInteger)count
            __attribute__((availability(ios, introduced=13.0, deprecated=16.0, message="Use horizontalGroupWithLayoutSize:repeatingSubitem:count:")));
        + (instancetype)horizontalGroupWithLayoutSize:(NSCollectionLayoutSize *)layoutSize repeatingSubitem:(NSCollectionLayoutItem *)subitem count:(NSInteger)count API_AVAILABLE(ios(16.0));
        + (instancetype)horizontalGroupWithLayoutSize:(NSCollectionLayoutSize *)layoutSize subitems:(NSArray<NSCollectionLayoutItem *> *)subitems;
        + (instancetype)verticalGroupWithLayoutSize:(NSCollectionLayoutSize *)layoutSize subitem:(NSCollectionLayoutItem *)subitem count:(NSInteger)count
            __attribute__((availability(ios, introduced=13.0, deprecated=16.0, message="Use verticalGroupWithLayoutSize:repeatingSubitem:count:")));
        + (instancetype)verticalGroupWithLayoutSize:(NSCollectionLayoutSize *)layoutSize repeatingSubitem:(NSCollectionLayoutItem *)subitem count:(NSInteger)count API_AVAILABLE(ios(16.0));
        + (instancetype)verticalGroupWithLayoutSize:(NSCollectionLayoutSize *)layoutSize subitems:(NSArray<NSCollectionLayoutItem *> *)subitems;
        + (instancetype)customGroupWithLayoutSize:(NSCollectionLayoutSize *)layoutSize itemProvider:(NSCollectionLayoutGroupCustomItemProvider)itemProvider;
        @property(nonatomic, copy) NSArray<NSCollectionLayoutSupplementaryItem *> *supplementaryItems;
        @property(nonatomic, copy, nullable) NSCollectionLayoutSpacing *interItemSpacing;
        @property(nonatomic, readonly) NSArray<NSCollectionLayoutItem *> *subitems;
        @end

        // MARK: Supplementary, boundary and decoration items

        API_AVAILABLE(ios(13.0))
        @interface NSCollectionLayoutAnchor : NSObject
        + (instancetype)layoutAnchorWithEdges:(NSDirectionalRectEdge)edges;
        + (instancetype)layoutAnchorWithEdges:(NSDirectionalRectEdge)edges absoluteOffset:(CGPoint)absoluteOffset;
        + (instancetype)layoutAnchorWithEdges:(NSDirectionalRectEdge)edges fractionalOffset:(CGPoint)fractionalOffset;
        - (instancetype)init NS_UNAVAILABLE;
        + (instancetype)new NS_UNAVAILABLE;
        @end

        API_AVAILABLE(ios(13.0))
        @interface NSCollectionLayoutSupplementaryItem : NSCollectionLayoutItem
        + (instancetype)supplementaryItemWithLayoutSize:(NSCollectionLayoutSize *)layoutSize elementKind:(NSString *)elementKind containerAnchor:(NSCollectionLayoutAnchor *)containerAnchor;
        + (instancetype)supplementaryItemWithLayoutSize:(NSCollectionLayoutSize *)layoutSize elementKind:(NSString *)elementKind containerAnchor:(NSCollectionLayoutAnchor *)containerAnchor itemAnchor:(NSCollectionLayoutAnchor *)itemAnchor;
        @property(nonatomic) NSInteger zIndex;
        @property(nonatomic, readonly) NSString *elementKind;
        @end

        API_AVAILABLE(ios(13.0))
        @interface NSCollectionLayoutBoundarySupplementaryItem : NSCollectionLayoutSupplementaryItem
        + (instancetype)boundarySupplementaryItemWithLayoutSize:(NSCollectionLayoutSize *)layoutSize elementKind:(NSString *)elementKind alignment:(NSRectAlignment)alignment;
        + (instancetype)boundarySupplementaryItemWithLayoutSize:(NSCollectionLayoutSize *)layoutSize elementKind:(NSString *)elementKind alignment:(NSRectAlignment)alignment absoluteOffset:(CGPoint)absoluteOffset;
        @property(nonatomic) BOOL extendsBoundary;
        @property(nonatomic) BOOL pinToVisibleBounds;
        @end

        API_AVAILABLE(ios(13.0))
        @interface NSCollectionLayoutDecorationItem : NSCollectionLayoutItem
        + (instancetype)backgroundDecorationItemWithElementKind:(NSString *)elementKind;
        @property(nonatomic) NSInteger zIndex;
        @property(nonatomic, readonly) NSString *elementKind;
        @end

        // MARK: Sections

        typedef NS_ENUM(NSInteger, UICollectionLayoutListAppearance) {
            UICollectionLayoutListAppearancePlain,
            UICollectionLayoutListAppearanceGrouped,
            UICollectionLayoutListAppearanceInsetGrouped,
            UICollectionLayoutListAppearanceSidebar,
            UICollectionLayoutListAppearanceSidebarPlain,
        } API_AVAILABLE(ios(14.0));

        typedef NS_ENUM(NSInteger, UICollectionLayoutListHeaderMode) {
            UICollectionLayoutListHeaderModeNone,
            UICollectionLayoutListHeaderModeSupplementary,
            UICollectionLayoutListHeaderModeFirstItemInSection,
        } API_AVAILABLE(ios(14.0));

        typedef NS_ENUM(NSInteger, UICollectionLayoutListFooterMode) {
            UICollectionLayoutListFooterModeNone,
            UICollectionLayoutListFooterModeSupplementary,
        } API_AVAILABLE(ios(14.0));

        API_AVAILABLE(ios(14.0))
        @interface UICollectionLayoutListConfiguration : NSObject
        - (instancetype)initWithAppearance:(UICollectionLayoutListAppearance)appearance;
        - (instancetype)init NS_UNAVAILABLE;
        + (instancetype)new NS_UNAVAILABLE;
        @property(nonatomic, readonly) UICollectionLayoutListAppearance appearance;
        @property(nonatomic) UICollectionLayoutListHeaderMode headerMode;
        @property(nonatomic) UICollectionLayoutListFooterMode footerMode;
        @end

        API_AVAILABLE(ios(13.0))
        @interface NSCollectionLayoutSection : NSObject
        + (instancetype)sectionWithGroup:(NSCollectionLayoutGroup *)group;
        - (instancetype)init NS_UNAVAILABLE;
        + (instancetype)new NS_UNAVAILABLE;
        @property(nonatomic) NSDirectionalEdgeInsets contentInsets;
        @property(nonatomic) CGFloat interGroupSpacing;
        @property(nonatomic) UIContentInsetsReference contentInsetsReference API_AVAILABLE(ios(14.0));
        @property(nonatomic) UIContentInsetsReference supplementaryContentInsetsReference API_AVAILABLE(ios(16.0));
        @property(nonatomic) BOOL supplementariesFollowContentInsets
            __attribute__((availability(ios, introduced=13.0, deprecated=16.0, message="Use supplementaryContentInsetsReference")));
        @property(nonatomic) UICollectionLayoutSectionOrthogonalScrollingBehavior orthogonalScrollingBehavior;
        @property(nonatomic, copy) NSArray<NSCollectionLayoutBoundarySupplementaryItem *> *boundarySupplementaryItems;
        @property(nonatomic, copy) NSArray<NSCollectionLayoutDecorationItem *> *decorationItems;
        @end

        @interface NSCollectionLayoutSection (UICollectionLayoutListSection)
        + (instancetype)sectionWithListConfiguration:(UICollectionLayoutListConfiguration *)configuration layoutEnvironment:(id<NSCollectionLayoutEnvironment>)layoutEnvironment API_AVAILABLE(ios(14.0));
        @end

        // MARK: Layout

        API_AVAILABLE(ios(6.0))
        @interface UICollectionViewLayout : NSObject
        @end

        API_AVAILABLE(ios(13.0))
        @interface UICollectionViewCompositionalLayoutConfiguration : NSObject
        @property(nonatomic) UICollectionViewScrollDirection scrollDirection;
        @property(nonatomic) CGFloat interSectionSpacing;
        @property(nonatomic, copy) NSArray<NSCollectionLayoutBoundarySupplementaryItem *> *boundarySupplementaryItems;
        @property(nonatomic) UIContentInsetsReference contentInsetsReference API_AVAILABLE(ios(14.0));
        @end

        typedef NSCollectionLayoutSection *_Nullable (^UICollectionViewCompositionalLayoutSectionProvider)(NSInteger section, id<NSCollectionLayoutEnvironment> layoutEnvironment);

        API_AVAILABLE(ios(13.0))
        @interface UICollectionViewCompositionalLayout : UICollectionViewLayout
        - (instancetype)initWithSection:(NSCollectionLayoutSection *)section;
        - (instancetype)initWithSection:(NSCollectionLayoutSection *)section configuration:(UICollectionViewCompositionalLayoutConfiguration *)configuration;
        - (instancetype)initWithSectionProvider:(UICollectionViewCompositionalLayoutSectionProvider)sectionProvider;
        - (instancetype)initWithSectionProvider:(UICollectionViewCompositionalLayoutSectionProvider)sectionProvider configuration:(UICollectionViewCompositionalLayoutConfiguration *)configuration;
        - (instancetype)init NS_UNAVAILABLE;
        + (instancetype)new NS_UNAVAILABLE;
        @end

        NS_ASSUME_NONNULL_END

        #endif
        """#
}
