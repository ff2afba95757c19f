# exercise: ex_dropout_survivor
# style: exact value as fractions.Fraction(10, 9) = 1 / (1 - 0.1).
from fractions import Fraction

p = Fraction(1, 10)
ex_dropout_survivor = 1 / (1 - p)  # Fraction(10, 9) = 1.1111...
