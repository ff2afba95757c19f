# exercise: ex_shape_view
# mistake: Reads transpose(1, 2) as swapping the first and second axes (counting from 1), i.e. batch and tokens, giving (5, 2, 3, 4); axes count from 0, so tokens and heads swap: (2, 3, 5, 4).
# view 之后: (2, 5, 3, 4)
# transpose(1, 2): 第1维和第2维交换 -> (5, 2, 3, 4)
ex_shape_view = (5, 2, 3, 4)
