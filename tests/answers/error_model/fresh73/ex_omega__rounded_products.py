# exercise: ex_omega
# mistake: Rounded every product to two decimals before adding them (0.24 + 0.13 + 0.59 = 0.96); the products must be summed unrounded, 0.9544.
journey = (0.55, 0.87, 0.66)
your = (0.43, 0.15, 0.89)

# round each term so floating point junk doesn't creep into the sum
terms = [round(a * b, 2) for a, b in zip(journey, your)]
print(terms)
ex_omega = round(sum(terms), 4)
