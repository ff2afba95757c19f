# exercise: ex_omega
# mistake: Rounded each product to 2 decimals before adding (0.24 + 0.13 + 0.59 = 0.96). Rounding intermediate values loses precision; add the exact products 0.2365 + 0.1305 + 0.5874 = 0.9544 and round only at the end.
# mistake_zh: 每个乘积先四舍五入到 2 位小数再相加（0.24 + 0.13 + 0.59 = 0.96）。过早取整损失了精度；应先把精确乘积相加 0.2365 + 0.1305 + 0.5874 = 0.9544，最后再取整。
# keywords: rounding, intermediate, products, precision, 0.9544
# 0.55*0.43 ≈ 0.24, 0.87*0.15 ≈ 0.13, 0.66*0.89 ≈ 0.59
ex_omega = 0.96
