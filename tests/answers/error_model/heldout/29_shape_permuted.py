# exercise: ex_shape_view
# mistake: hd and n swapped with heads
# accept: rewrite.transpose_axes feedback.prop.permuted feedback.prop.permuted_shape rewrite.permute
ex_shape_view = [2, 4, 3, 5]
