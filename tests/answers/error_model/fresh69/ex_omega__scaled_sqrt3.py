# exercise: ex_omega
# mistake: The learner divided the dot product by sqrt(3) as in scaled attention (0.5510); the score asked for is the raw dot product, 0.9544.
import torch
x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
ex_omega = round(float(x[1] @ x[0] / 3 ** .5), 4)
