# exercise: ex_omega
# mistake: Computes the cosine similarity (normalising both vectors, as in the learner's normalised-attention code) instead of the raw dot product 0.9544.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q, k = inputs[1], inputs[0]
ex_omega = round(float(torch.nn.functional.cosine_similarity(q, k, dim=0)), 4)
