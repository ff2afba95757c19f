# exercise: ex_omega
# mistake: The learner divided the dot product by sqrt(3) as in scaled dot-product attention (0.5510); the raw score ω21 is the plain dot product 0.9544.
# 0.55*0.43 + 0.87*0.15 + 0.66*0.89, d=3
ex_omega = round((0.55*0.43 + 0.87*0.15 + 0.66*0.89) / 3 ** 0.5, 4)
