# exercise: ex_softmax_weight
# mistake: The learner uses log_softmax (jax.nn.log_softmax / tf.nn.log_softmax habit, "numerically nicer"), so the answer is log α22 (negative); the weight is the softmax itself, 0.2379.
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
query = inputs[1]
scores = inputs @ query
alphas = F.log_softmax(scores, dim=-1)
ex_softmax_weight = round(alphas[1].item(), 4)
