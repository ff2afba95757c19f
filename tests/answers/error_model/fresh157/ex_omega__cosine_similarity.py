# exercise: ex_omega
# mistake: Computed the cosine similarity of the two embeddings instead of the raw dot product; ω₂₁ is just x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch
inputs = torch.tensor([[0.43,0.15,0.89],[0.55,0.87,0.66],[0.57,0.85,0.64],
                       [0.22,0.58,0.33],[0.77,0.25,0.10],[0.05,0.80,0.55]])
# similarity of journey and Your
ex_omega = round(torch.cosine_similarity(inputs[1], inputs[0], dim=0).item(), 4)
