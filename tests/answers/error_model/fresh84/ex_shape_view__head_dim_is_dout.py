# exercise: ex_shape_view
# mistake: Takes head_dim to be d_out = 12 instead of d_out / num_heads = 4, giving (2, 3, 5, 12).
b,n,d,h=2,5,12,3;ex_shape_view=(b,h,n,d)
