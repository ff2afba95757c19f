# exercise: ex_context
# mistake: In the weighted sum it multiplies each weight by the query x⁽²⁾ instead of by the input x⁽ʲ⁾, so the result is just x⁽²⁾ again; z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾.
import torch

shuru = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                      [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

chaxun = shuru[1]  # journey
fenshu = shuru @ chaxun
quanzhong = torch.softmax(fenshu, dim=0)

shangxiawen = torch.zeros(3)
for j in range(6):
    shangxiawen = shangxiawen + quanzhong[j] * chaxun   # 加权求和

ex_context = [round(float(v), 4) for v in shangxiawen]
