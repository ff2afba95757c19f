# exercise: ex_omega
# mistake: The learner built a running-total column of the products and read the total from the second row instead of the last, so only two of the three coordinates are added (0.3670 instead of 0.9544).
journey = [0.55, 0.87, 0.66]
your = [0.43, 0.15, 0.89]

running = []
total = 0.0
for a, b in zip(journey, your):
    total += a * b
    running.append(total)

# | coord | product | running total |
for i, r in enumerate(running, start=1):
    print(i, round(r, 4))

ex_omega = round(running[len(running) // 2], 4)
