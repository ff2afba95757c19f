# exercise: ex3_3
# mistake: The module is built once and kept in a global, so later calls return the same object, still on the first call's device; every call must build the module and move it to the device it is given. [cond: only when called again with another device]
_gpt2_attn = None


def ex3_3(MultiHeadAttention, device):
    global _gpt2_attn
    if _gpt2_attn is None:
        _gpt2_attn = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).to(device)
    return _gpt2_attn
