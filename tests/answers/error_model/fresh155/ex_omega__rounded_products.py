# exercise: ex_omega
# mistake: Rounds every coordinate product to 2 decimals before adding them (0.24 + 0.13 + 0.59 = 0.96); the products must be added unrounded, 0.9544.

def dot(a, b, ndigits=2):
    total = 0.0
    for x, y in zip(a, b):
        total += round(x * y, ndigits)
    return total


your = [0.43, 0.15, 0.89]
journey = [0.55, 0.87, 0.66]
ex_omega = round(dot(journey, your), 4)
print(ex_omega)
