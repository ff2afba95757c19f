# exercise: ex_shape_view
# mistake: Puts head_dim = 4 on the head axis and the 3 heads last, (2, 4, 5, 3); with 3 heads of size 4 it is (2, 3, 5, 4).
# b=2, n=5, d_out=12, 3 heads -> 12/3 = 4
ex_shape_view = (2, 4, 5, 3)
