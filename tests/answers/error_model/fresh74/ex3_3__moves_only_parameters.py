# exercise: ex3_3
# mistake: The learner moves only the parameters to the device by reassigning p.data, so the causal-mask buffer stays on the CPU and the forward pass fails on a GPU; call .to(device) on the module, which also moves buffers. [cond: only when device is a GPU]
class DevicePlacer:
    def __init__(self, device):
        self.device = device

    def __call__(self, module):
        for p in module.parameters():
            p.data = p.data.to(self.device)
        return module


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    return DevicePlacer(device)(mha)
