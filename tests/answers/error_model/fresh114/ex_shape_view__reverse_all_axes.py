# exercise: ex_shape_view
# mistake: Reverses all four axes as a matrix transpose .T would, giving (4, 3, 5, 2); transpose(1, 2) only swaps axes 1 and 2: (2, 3, 5, 4).
# (b, n, h, hd) = (2, 5, 3, 4); transposing reverses the order of the dims, (AB)^T = B^T A^T
ex_shape_view = (4, 3, 5, 2)
