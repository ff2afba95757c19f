# exercise: ex_shape_view
# mistake: Counting axes from 1, the learner read transpose(1, 2) as swapping the first two axes (b and n), answering (5, 2, 3, 4); torch's axes are 0-based, so axes 1 and 2 (n and heads) swap: (2, 3, 5, 4).
# view: (b, n, h, hd) = (2, 5, 3, 4)
# transpose(1, 2): exchange dimension 1 and dimension 2 -> (n, b, h, hd)
ex_shape_view = (5, 2, 3, 4)
