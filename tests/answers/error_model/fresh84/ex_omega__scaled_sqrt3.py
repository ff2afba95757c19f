# exercise: ex_omega
# mistake: Divides the dot product by sqrt(3) as in scaled attention; ω21 is the raw, unscaled dot product.
ex_omega=round((.55*.43+.87*.15+.66*.89)/3**.5,4)
