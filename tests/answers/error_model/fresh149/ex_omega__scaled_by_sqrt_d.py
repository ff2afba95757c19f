# exercise: ex_omega
# mistake: Divided the dot product by sqrt(3) as in scaled dot-product attention; the question asks for the raw score x(2)·x(1) = 0.9544.
# by hand, d = 3
# 0.55*0.43 + 0.87*0.15 + 0.66*0.89 = 0.9544
# omega = q'k / sqrt(d)
ex_omega = 0.5510
