# exercise: ex_shape_view
# mistake: Treats transpose(1, 2) as swapping the last two axes (as in keys.transpose(2, 3)), giving (2, 3, 4, 5); axes 1 and 2 of the viewed (2, 5, 3, 4) are tokens and heads, so the answer is (2, 3, 5, 4).
# q: (2, 5, 12) -> view -> (2, 5, 3, 4)
# then transpose: batch, heads, ..., tokens last so that q @ k works
ex_shape_view = (2, 3, 4, 5)
