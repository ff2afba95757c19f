# exercise: ex_omega
# mistake: The learner sets ex_omega to the whole row of six scores of 'journey' instead of the single score with 'Your' (0.9544).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
scores = inputs @ query
ex_omega = [round(float(s), 4) for s in scores]
