# exercise: ex_shape_view
# mistake: The learner thought splitting into heads puts one adjacency block per head at the front, before the batch, answering (3, 2, 5, 4); transpose(1, 2) leaves the batch first: (2, 3, 5, 4).
heads, batch, tokens, per_head = 3, 2, 5, 12 // 3
ex_shape_view = (heads, batch, tokens, per_head)
