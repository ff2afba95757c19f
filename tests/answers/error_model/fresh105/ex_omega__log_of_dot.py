# exercise: ex_omega
# mistake: The learner reported the score in log-space, log(x2·x1) = log(0.9544) ≈ -0.0467, treating the score as a log-probability to exponentiate later; ω₂₁ is the plain dot product 0.9544.
import math

your = [0.43, 0.15, 0.89]
journey = [0.55, 0.87, 0.66]

dot = sum(a * b for a, b in zip(journey, your))
# scores live in log space (they are logits), so keep it as a log value
ex_omega = round(math.log(dot), 4)
