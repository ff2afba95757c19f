# exercise: ex_softmax_weight
# mistake: The learner divided the scores by sqrt(3) before the softmax; the statement asks for raw dot products without scaling (α22 = 0.2379).
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

logit = inputs @ inputs[1] / inputs.shape[-1] ** 0.5
prob = torch.softmax(logit, dim=0)
ex_softmax_weight = round(prob[1].item(), 4)
