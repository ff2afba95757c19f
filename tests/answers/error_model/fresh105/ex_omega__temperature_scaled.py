# exercise: ex_omega
# mistake: The learner divided the dot product by a 'temperature' sqrt(3) (the embedding size), giving 0.5510; the question asks for the raw score x2·x1 = 0.9544 with no scaling.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
T = inputs.shape[1] ** 0.5   # temperature of the logits
logit = inputs[1] @ inputs[0] / T
ex_omega = round(logit.item(), 4)
