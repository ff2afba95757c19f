# exercise: ex_context
# mistake: The learner normalised the scores by dividing by their sum instead of applying the softmax, so the weights are ω₂ⱼ/Σω₂ⱼ; the expected vector is [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

query = inputs[1]
w = inputs @ query
w = w / w.sum()
z = (w[:, None] * inputs).sum(0)
ex_context = [round(v, 4) for v in z.tolist()]
