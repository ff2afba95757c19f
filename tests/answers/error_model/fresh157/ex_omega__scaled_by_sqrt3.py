# exercise: ex_omega
# mistake: Divided the dot product by √3 (the scaled dot-product from later in the chapter); the asked score is the unscaled x⁽²⁾ · x⁽¹⁾ = 0.9544.
# 0.55*0.43 + 0.87*0.15 + 0.66*0.89 = 0.9544, /sqrt(d_k) with d=3
ex_omega = 0.5510
