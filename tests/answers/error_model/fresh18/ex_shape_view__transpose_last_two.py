# exercise: ex_shape_view
# mistake: Treated transpose(1, 2) as swapping the last two axes, as keys.transpose(1, 2) does on the book's 3-D keys, answering (2, 5, 4, 3); on the 4-D tensor it swaps axes 1 and 2: (2, 3, 5, 4).
# like keys.transpose(1, 2) in CausalAttention: the last two axes swap
ex_shape_view = (2, 5, 4, 3)
