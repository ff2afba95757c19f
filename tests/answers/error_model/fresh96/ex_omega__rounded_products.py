# exercise: ex_omega
# mistake: Rounded every coordinate product to 2 decimals before adding them, giving 0.96; only the final sum should be rounded (0.9544).
journey = [0.55, 0.87, 0.66]
your = [0.43, 0.15, 0.89]
products = [round(a * b, 2) for a, b in zip(journey, your)]
print(products)
ex_omega = round(sum(products), 4)
