# exercise: ex_omega
# mistake: Rounded each product to 1 decimal in a notebook-style tally (0.2 + 0.1 + 0.6 = 0.9) before adding; add the exact products and round only at the end (0.9544).
# mistake_zh: 每个乘积先取 1 位小数再相加（0.2 + 0.1 + 0.6 = 0.9）；应把精确乘积相加，最后再取整（0.9544）。
# keywords: rounded, decimals, products, 0.9544
terms = [round(a * b, 1) for a, b in zip([0.55, 0.87, 0.66], [0.43, 0.15, 0.89])]
ex_omega = sum(terms)
