# exercise: ex3_3
# mistake: Moves the module only when device equals the string "cuda"; a torch.device object (or "cuda:0") never matches, so the module stays on the CPU. It should just call .to(device). [cond: only when device is not the CPU]
_MOVERS = {
    "cpu": lambda m: m,
    "cuda": lambda m: m.cuda(),
}

def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=False)
    mover = _MOVERS.get(device, _MOVERS["cpu"])
    return mover(mha)
