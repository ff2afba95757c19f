# exercise: ex_context
# mistake: The learner left the query's own row out of the weighted sum and renormalised over the other five tokens (a leave-one-out average); z(2) sums over all six tokens including j = 2: [0.4419, 0.6515, 0.5683].
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

logit = inputs @ inputs[1]
keep = torch.ones(6, dtype=torch.bool)
keep[1] = False                      # the other tokens
prob = torch.softmax(logit[keep], dim=0)
z = prob @ inputs[keep]
ex_context = [round(v, 4) for v in z.tolist()]
