# exercise: ex_softmax_weight
# mistake: The learner computed the log-probability log α22 = ω22 − logsumexp(ω2·) and returned it; the weight is the probability exp of that, 0.2379.
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

logits = inputs @ inputs[1]          # omega_2j, j = 1..6
logZ = torch.logsumexp(logits, dim=0)
loglik = logits - logZ               # log alpha_2j
ex_softmax_weight = round(loglik[1].item(), 4)
