# exercise: ex_context
# mistake: Weights the inputs with scores divided by their sum instead of softmax weights, giving [0.4355, 0.6451, 0.5680]; with softmax weights z⁽²⁾ = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs[1]
alpha = scores / scores.sum()
z2 = torch.zeros(3)
for a, x_i in zip(alpha, inputs):
    z2 += a * x_i
ex_context = [round(v, 4) for v in z2.tolist()]
