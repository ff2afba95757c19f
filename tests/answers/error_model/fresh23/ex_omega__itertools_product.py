# exercise: ex_omega
# mistake: Paired the coordinates with itertools.product, which multiplies every coordinate of x⁽²⁾ with every coordinate of x⁽¹⁾ (= sum(x2)·sum(x1) = 3.0576), instead of zip, which pairs them position by position: 0.9544.
import itertools

x1 = (0.43, 0.15, 0.89)  # Your
x2 = (0.55, 0.87, 0.66)  # journey

ex_omega = round(sum(a * b for a, b in itertools.product(x2, x1)), 4)
