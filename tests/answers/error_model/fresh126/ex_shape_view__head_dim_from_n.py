# exercise: ex_shape_view
# mistake: Typed head_dim as d_out / n = 12/5 rounded to 2 instead of d_out / num_heads = 4, answering (2, 3, 5, 2); the answer is (2, 3, 5, 4).
# b, n, d_out = 2, 5, 12 ; 3 heads
b, n, d_out, h = 2, 5, 12, 3
head_dim = round(d_out / n)
ex_shape_view = (b, h, n, head_dim)
