# exercise: ex_context
# mistake: Weights are ω/Σω (no exp, the book's first naive normalisation) giving [0.4355, 0.6451, 0.5680] instead of softmax weights' [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
omega = inputs @ inputs[1]
alpha = omega / omega.sum(axis=0)     # weights sum to one
z = (alpha[:, None] * inputs).sum(axis=0)
ex_context = [round(float(v), 4) for v in z]
