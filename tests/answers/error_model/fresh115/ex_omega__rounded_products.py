# exercise: ex_omega
# mistake: Rounded every coordinate product to 2 decimals before adding them, giving 0.96; the products must be added unrounded (0.9544) and only the final sum rounded.
x1 = [0.43, 0.15, 0.89]   # Your
x2 = [0.55, 0.87, 0.66]   # journey

steps = {}
steps["products"] = [round(a * b, 2) for a, b in zip(x2, x1)]
steps["total"] = sum(steps["products"])
print(steps)

ex_omega = round(steps["total"], 4)
