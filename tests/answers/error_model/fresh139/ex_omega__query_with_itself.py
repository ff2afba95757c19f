# exercise: ex_omega
# mistake: Computes ω₂₂ = x⁽²⁾ · x⁽²⁾ (journey with itself, 1.4950) by taking the query row twice; ω₂₁ uses the key "Your", x⁽¹⁾ (0.9544).
import torch
from dataclasses import dataclass

@dataclass
class Lookup:
    query: str = "journey"
    key: str = "journey"

TOKENS = ["Your", "journey", "starts", "with", "one", "step"]
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
cfg = Lookup()
q = inputs[TOKENS.index(cfg.query)]
k = inputs[TOKENS.index(cfg.key)]
ex_omega = round(torch.dot(q, k).item(), 4)
print(ex_omega)
