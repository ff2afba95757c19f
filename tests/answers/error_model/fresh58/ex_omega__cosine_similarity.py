# exercise: ex_omega
# mistake: The learner computes the cosine similarity of the two vectors (the dot product divided by both lengths, 0.7808) instead of the raw dot product x(2) · x(1) = 0.9544.
import torch
import torch.nn.functional as F

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
journey, your = inputs[1], inputs[0]
# similarity between query and key
ex_omega = round(F.cosine_similarity(journey, your, dim=0).item(), 4)
