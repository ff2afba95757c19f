# exercise: ex_softmax_weight
# mistake: Divides the scores by sqrt(3) before the softmax (a scaled-attention default), giving 0.2070; the question uses the raw unscaled dot products (0.2379).
import torch
from dataclasses import dataclass

@dataclass
class AttnCfg:
    scale: bool = True

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
cfg = AttnCfg()
scores = inputs @ inputs[1]
if cfg.scale:
    scores = scores / inputs.shape[1] ** 0.5
ex_softmax_weight = round(torch.softmax(scores, dim=0)[1].item(), 4)
