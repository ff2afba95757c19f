# exercise: ex_shape_view
# mistake: last two axes swapped
# accept: rewrite.transpose_axes feedback.prop.permuted feedback.prop.permuted_shape ex_shape_view.swapped
ex_shape_view = (2, 3, 4, 5)
