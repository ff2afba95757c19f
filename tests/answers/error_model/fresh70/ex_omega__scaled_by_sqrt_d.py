# exercise: ex_omega
# mistake: Divides the dot product by sqrt(3) as in the scaled dot-product formula of later sections; the raw score ω21 = x(2)·x(1) has no scaling.
import math

# 嵌入向量
your = [0.43, 0.15, 0.89]
journey = [0.55, 0.87, 0.66]

# 注意力分数 ω = q·k / √d_k
d_k = len(journey)
omega = sum(a * b for a, b in zip(journey, your)) / math.sqrt(d_k)
ex_omega = round(omega, 4)
