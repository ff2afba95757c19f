# exercise: ex_omega
# mistake: Divides the dot product by √3 (scaled dot-product), giving 0.5510; the asked score ω₂₁ is the plain dot product 0.9544.
import math

x1 = [0.43, 0.15, 0.89]   # Your
x2 = [0.55, 0.87, 0.66]   # journey

dianji = sum(a * b for a, b in zip(x2, x1))
ex_omega = round(dianji / math.sqrt(len(x1)), 4)   # 注意力分数要除以 根号d
