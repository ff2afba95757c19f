# exercise: ex3_3
# mistake: The learner re-initialised every Linear with GPT-2's normal(0, 0.02) init and zero biases, replacing the weights the module gets from construction; the module should be returned as constructed (moved to device).
import torch.nn as nn


def _init_weights(module):
    if isinstance(module, nn.Linear):
        nn.init.normal_(module.weight, mean=0.0, std=0.02)
        if module.bias is not None:
            nn.init.zeros_(module.bias)


def ex3_3(MultiHeadAttention, device):
    cfg = dict(n_embd=768, n_head=12, n_ctx=1024, attn_pdrop=0.0)
    attn = MultiHeadAttention(cfg["n_embd"], cfg["n_embd"], cfg["n_ctx"], cfg["attn_pdrop"],
                              num_heads=cfg["n_head"])
    attn.apply(_init_weights)
    return attn.to(device)
