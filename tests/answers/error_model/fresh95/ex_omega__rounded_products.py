# exercise: ex_omega
# mistake: The learner rounded every coordinate product to 2 decimals (like a spreadsheet column formatted to 0.00) before adding, giving 0.96; the products must be summed unrounded (0.9544).
# table: one row per coordinate, columns journey | Your | product
rows = [
    ("x1", 0.55, 0.43),
    ("x2", 0.87, 0.15),
    ("x3", 0.66, 0.89),
]
product_col = [round(a * b, 2) for _, a, b in rows]
print(product_col)
ex_omega = round(sum(product_col), 4)
