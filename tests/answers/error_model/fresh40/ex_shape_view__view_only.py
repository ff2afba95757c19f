# exercise: ex_shape_view
# mistake: Gave the shape right after the view and did not apply the transpose(1, 2) to it; after swapping tokens and heads the shape is (2, 3, 5, 4).
ex_shape_view = (2, 5, 3, 4)
