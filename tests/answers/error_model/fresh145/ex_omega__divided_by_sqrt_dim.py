# exercise: ex_omega
# mistake: The learner divided the dot product by sqrt(3) as in scaled attention (0.5510); the score asked for is the raw dot product x(2)·x(1) = 0.9544, with no scaling.
import math

x_journey = [0.55, 0.87, 0.66]
x_your = [0.43, 0.15, 0.89]

dot = 0
for i in range(len(x_journey)):
    dot += x_journey[i] * x_your[i]
print("dot =", dot)

dimension_of_embedding = len(x_journey)
score = dot / math.sqrt(dimension_of_embedding)
print("score =", score)
ex_omega = round(score, 4)
